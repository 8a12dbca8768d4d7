// Where the housing pages' links and on-demand parts point: kept apart from the parts
// themselves so that the page's hero can link to them without loading them.

/** The request form's section, the target of the pages' "start" buttons. */
export const FORM_ANCHOR = 'formulario';

/** A page's body from where it loads as the visitor comes near or touches it (service-body.tsx, landing-body.tsx). */
export const BODY_ANCHOR = 'vivienda-mas';
