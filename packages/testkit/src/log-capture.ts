/** A line of the server's JSON log: pino's fields (`level`, `msg`, `reqId` on a request's lines) and the line's own. */
type LogLine = Record<string, unknown> & { level: number; msg?: string; reqId?: string };

export interface LogCapture {
  /** The stream to hand the server (startTestServer's logStream). */
  stream: { write(line: string): void };
  /** Every line written so far, parsed. */
  lines: LogLine[];
}

/** Keeps the server's log lines in memory, so a test can read what was logged and under which request. */
export function captureLog(): LogCapture {
  const lines: LogLine[] = [];
  return { stream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) }, lines };
}
