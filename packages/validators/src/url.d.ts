/**
 * The WHATWG URL parser, which browsers and Node both provide. This package is shared by both, so
 * its own build has neither the DOM's nor Node's types; programs that have them do not read this file.
 */
declare class URL {
  constructor(url: string, base?: string | URL);
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly href: string;
}
