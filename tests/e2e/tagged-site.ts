// The second site the browser tests serve (global-setup.ts): the same server and database,
// with a build that carries an analytics tag, the only build with a consent sheet.
export const TAGGED_SITE = {
  /** Any well-formed container id: the tests answer its script themselves, nothing leaves the machine. */
  tag: 'GTM-E2ETEST',
  origin: `http://127.0.0.1:${process.env.E2E_TAGGED_PORT}`,
};
