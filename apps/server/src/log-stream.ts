import { pino, type DestinationStream } from "pino";
import pretty from "pino-pretty";

/**
 * Where the server's log lines go. A person's terminal gets them readable (time, level, message,
 * request id); anything else (a pipe, a supervisor, a file) gets one JSON line each, written as
 * stdout takes them, never waited for on a request's path — what is still buffered is written out
 * as the process exits.
 */
export function logStream(stdoutIsTerminal: boolean = process.stdout.isTTY): DestinationStream {
  if (stdoutIsTerminal) return pretty({ colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", singleLine: true });
  return pino.destination({ sync: false });
}
