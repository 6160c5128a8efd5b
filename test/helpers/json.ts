/**
 * A JSON body as a test reads it: any shape, checked by the assertions that read it. The one
 * `any` of the tests, so each file does not declare its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
