// The inbox API, route by route: its method, its path under INBOX_API, the JSON it takes and the
// JSON it answers. The server mounts each route from its entry here (server/http/api-route.ts) and
// the browser calls it through the same entry (web/src/inbox/inbox-api.ts), so a path or an answer
// that one side changes alone fails the typecheck (docs/decisions/0052-server-layers.md). Types
// only beside the paths: the inbox loads no zod, the server parses each body with its schema.
import type { z } from 'zod';
import type {
  AdvisorSummary,
  LeadChangeResult,
  LeadDetail,
  LeadList,
  LeadRow,
  NoteResult,
  PushConfigAnswer,
  RememberedDeviceInfo,
  ReviewGroupLeads,
  ReviewGroups,
  ServiceNames,
  SessionInfo,
  TodayList,
} from './api';
import type { BulkActionSchema, BulkResult } from './bulk-actions';
import type {
  CalendarBlockEntry,
  CalendarBooking,
  CalendarFeedCreated,
  CalendarView,
  FreeTimes,
  MoveBookingSchema,
  newBlockSchema,
} from './calendar';
import type { Insight } from './insight';
import type { LeadChangesSchema, NoteSchema } from './lead-changes';
import type { PushUnsubscribeSchema } from './push-subscription-schema';
import type { ReviewTargetSchema } from './review';
import type { SignInSchema } from './sign-in';
import type { SystemStatus } from './system-status';
import type { VisitorPageState } from './visitor-page';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A file the browser opens or saves (an export, a document): not JSON, reached by its address. */
export type Download = { readonly download: true };

/**
 * A route answering `Answer` (JSON; `undefined` for no content, `Download` for a file) and taking
 * `Body` as JSON. `types` is never set: it carries the two types to both sides.
 */
export type ApiRoute<Answer = unknown, Body = unknown, Path extends string = string> = {
  readonly method: Method;
  readonly path: Path;
  /** The status of a success when it is not 200 (or 204 without content). */
  readonly status?: 201;
  /** A file: its handler sends it, the browser goes to its address. */
  readonly download?: true;
  readonly types?: { answer: Answer; body: Body };
};

export type AnswerOf<R> = R extends ApiRoute<infer Answer> ? Answer : never;
export type BodyOf<R> = R extends ApiRoute<unknown, infer Body> ? Body : never;

const route =
  <Answer, Body = undefined>() =>
  <const P extends string>(method: Method, path: P, status?: 201): ApiRoute<Answer, Body, P> =>
    status ? { method, path, status } : { method, path };
const download = <const P extends string>(path: P): ApiRoute<Download, undefined, P> => ({
  method: 'GET',
  path,
  download: true,
});

/** What the browser's PushSubscription.toJSON() gives (the server checks it: push-subscription-schema.ts). */
type PushSubscriptionJson = { endpoint?: string; keys?: Record<string, string> };
type Count = { count: number };
/** A booking as it stands after a change (null once erased meanwhile). */
type BookingAnswer = { booking: CalendarBooking | null };

export const INBOX_ROUTES = {
  session: route<SessionInfo>()('GET', '/session'),
  signIn: route<SessionInfo, z.input<typeof SignInSchema>>()('POST', '/session'),
  signOut: route<undefined>()('DELETE', '/session'),
  devices: route<RememberedDeviceInfo[]>()('GET', '/devices'),
  forgetDevice: route<undefined>()('DELETE', '/devices/:id'),
  pushConfig: route<PushConfigAnswer>()('GET', '/push-config'),
  subscribePush: route<undefined, PushSubscriptionJson>()('POST', '/push-subscriptions', 201),
  unsubscribePush: route<undefined, z.input<typeof PushUnsubscribeSchema>>()('DELETE', '/push-subscriptions'),

  today: route<TodayList>()('GET', '/today'),
  system: route<SystemStatus>()('GET', '/system'),
  reviewGroups: route<ReviewGroups>()('GET', '/review'),
  reviewGroup: route<ReviewGroupLeads>()('GET', '/review/leads'),
  release: route<Count, z.input<typeof ReviewTargetSchema>>()('POST', '/review/release'),
  markSpam: route<Count, z.input<typeof ReviewTargetSchema>>()('POST', '/review/spam'),
  insight: route<Insight>()('GET', '/insight'),
  services: route<ServiceNames>()('GET', '/services'),
  advisors: route<AdvisorSummary[]>()('GET', '/advisors'),

  leads: route<LeadList>()('GET', '/leads'),
  newCount: route<Count>()('GET', '/leads/new-count'),
  exportCsv: download('/leads.csv'),
  exportXlsx: download('/leads.xlsx'),
  bulk: route<BulkResult, z.input<typeof BulkActionSchema>>()('POST', '/leads/bulk'),
  lead: route<LeadDetail>()('GET', '/leads/:id'),
  changeLead: route<LeadChangeResult, z.input<typeof LeadChangesSchema>>()('PATCH', '/leads/:id'),
  eraseLead: route<undefined>()('DELETE', '/leads/:id'),
  exportLead: download('/leads/:id/export.json'),
  revealBsn: route<{ bsn: string }>()('POST', '/leads/:id/bsn'),
  addNote: route<NoteResult, z.input<typeof NoteSchema>>()('POST', '/leads/:id/notes', 201),
  file: download('/leads/:id/files/:fileId'),
  originalFile: download('/leads/:id/files/:fileId/original'),
  preview: download('/leads/:id/files/:fileId/preview'),
  safeCopy: route<{ type: string }>()('POST', '/leads/:id/files/:fileId/safe-copy'),
  acceptFile: route<{ documents: LeadRow['documents'] }>()('POST', '/leads/:id/files/:fileId/accept'),
  leadBooking: route<BookingAnswer>()('GET', '/leads/:id/booking'),
  visitorPage: route<VisitorPageState>()('GET', '/leads/:id/visitor-page'),
  revokeVisitorLinks: route<VisitorPageState>()('POST', '/leads/:id/visitor-page/revoke'),
  stopVisitorReminders: route<VisitorPageState>()('POST', '/leads/:id/visitor-page/stop-reminders'),

  calendar: route<CalendarView>()('GET', '/calendar'),
  addBlock: route<CalendarBlockEntry, z.input<ReturnType<typeof newBlockSchema>>>()('POST', '/calendar/blocks', 201),
  removeBlock: route<undefined>()('DELETE', '/calendar/blocks/:id'),
  createFeed: route<CalendarFeedCreated>()('POST', '/calendar/feed', 201),
  revokeFeed: route<undefined>()('DELETE', '/calendar/feed'),
  freeTimes: route<FreeTimes>()('GET', '/bookings/:id/free-times'),
  cancelBooking: route<BookingAnswer>()('POST', '/bookings/:id/cancel'),
  moveBooking: route<BookingAnswer, z.input<typeof MoveBookingSchema>>()('POST', '/bookings/:id/move'),
} as const;

/** The names of a path's parameters: '/leads/:id/files/:fileId' has 'id' and 'fileId'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a call of the route needs: its path's parameters, its body, and a query string if any. */
export type CallOptions<R extends ApiRoute> = ([ParamNames<R['path']>] extends [never]
  ? { params?: never }
  : { params: Record<ParamNames<R['path']>, string> }) &
  ([BodyOf<R>] extends [undefined] ? { body?: never } : { body: BodyOf<R> }) & { query?: string };

/** The route's path with its parameters filled in (encoded) and the query, under INBOX_API's root. */
export function routePath<R extends ApiRoute>(route: R, options: CallOptions<R>): string {
  const params: Record<string, string> = options.params ?? {};
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  return options.query ? `${path}?${options.query}` : path;
}
