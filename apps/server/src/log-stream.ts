import type { FastifyBaseLogger } from "fastify";
import { pino, type DestinationStream } from "pino";
import pretty from "pino-pretty";
import { serializeRequest } from "./log-redaction";

/**
 * Where the server's log lines go. A person's terminal gets them readable (time, level, message,
 * request id); anything else (a pipe, a supervisor, a file) gets one JSON line each, written as
 * stdout takes them, never waited for on a request's path — what is still buffered is written out
 * as the process exits.
 */
function logStream(stdoutIsTerminal: boolean = process.stdout.isTTY): DestinationStream {
  if (stdoutIsTerminal) return pretty({ colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", singleLine: true });
  return pino.destination({ sync: false });
}

/**
 * The application's log: the HTTP host's (each request's lines are a child of it, with the
 * request id), the background workers' and the start-up recovery's. Request lines show the
 * request with its secrets redacted.
 */
export function createAppLogger(level: string, stream: DestinationStream = logStream()): FastifyBaseLogger {
  return pino({ level, serializers: { req: serializeRequest } }, stream);
}
