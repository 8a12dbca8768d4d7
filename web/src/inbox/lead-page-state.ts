/** What the list hands to a lead's page as React Router's navigation state: the list's query, for the link back to it. */
export type LeadPageState = { listSearch?: string };
