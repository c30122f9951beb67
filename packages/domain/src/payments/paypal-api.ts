import { PaymentProviderError } from "./provider";

export interface PayPalConfig {
  /** https://api-m.sandbox.paypal.com (sandbox) or https://api-m.paypal.com (live). */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Per request; PayPal answers within seconds or not at all. */
  timeoutMs?: number;
}

export interface PayPalResponse {
  status: number;
  body: Record<string, unknown>;
}

/** The first issue of a PayPal error answer, e.g. INSTRUMENT_DECLINED. */
export function paypalIssue(response: PayPalResponse): string | null {
  const details = response.body.details;
  if (!Array.isArray(details)) return null;
  const first: unknown = details[0];
  return typeof first === "object" && first !== null && "issue" in first && typeof first.issue === "string" ? first.issue : null;
}

/**
 * PayPal's REST API over fetch: OAuth client-credentials token cached until shortly before it
 * expires (and fetched again once if PayPal answers 401), JSON in and out.
 */
export class PayPalApi {
  #token: { value: string; expiresAt: number } | null = null;
  #pendingToken: Promise<string> | null = null;

  constructor(private readonly config: PayPalConfig) {}

  async request(method: "GET" | "POST", path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<PayPalResponse> {
    const first = await this.#send(method, path, options, await this.#accessToken());
    if (first.status !== 401) return first;
    this.#token = null;
    return this.#send(method, path, options, await this.#accessToken());
  }

  async #send(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> }, token: string): Promise<PayPalResponse> {
    const res = await this.#fetch(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: "application/json",
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: res.status, body: await readJson(res) };
  }

  #accessToken(): Promise<string> {
    if (this.#token && this.#token.expiresAt > Date.now()) return Promise.resolve(this.#token.value);
    this.#pendingToken ??= this.#fetchToken().finally(() => {
      this.#pendingToken = null;
    });
    return this.#pendingToken;
  }

  async #fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString("base64");
    const res = await this.#fetch("/v1/oauth2/token", {
      method: "POST",
      headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: "grant_type=client_credentials",
    });
    const body = await readJson(res);
    const token = body.access_token;
    const expiresIn = typeof body.expires_in === "number" ? body.expires_in : 0;
    if (res.status !== 200 || typeof token !== "string") throw new PaymentProviderError(`PayPal refused the credentials (HTTP ${res.status}).`);
    // Renew a minute early so a token never expires in flight.
    this.#token = { value: token, expiresAt: Date.now() + Math.max(0, expiresIn - 60) * 1000 };
    return token;
  }

  async #fetch(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(new URL(path, this.config.apiBase), { ...init, signal: AbortSignal.timeout(this.config.timeoutMs ?? 20_000) });
    } catch (error) {
      throw new PaymentProviderError(`PayPal could not be reached (${path}).`, { cause: error });
    }
  }
}

async function readJson(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
