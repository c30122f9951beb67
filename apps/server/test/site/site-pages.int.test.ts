import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SITE_PATHS } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcAs } from "@vyc/testkit/admin-fixtures";
import { eventById, eventIdBySlug } from "@vyc/testkit/db-lookups";
import { eventInput } from "@vyc/testkit/event-input";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor } from "@vyc/testkit/users";

/** The built index.html as Vite leaves it: the site's title and description, an empty root. */
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Summer camps for young Vietnamese." /><title>Vietnamese Youth Camps — events and tickets</title><script type="module" src="/assets/index-Ab12.js"></script></head><body><div id="root"></div></body></html>`;
const PUBLIC_URL = "https://tickets.example.org";

let dist: string;
let server: TestServer;
let campId: number;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), "vyc-site-pages-"));
  writeFileSync(path.join(dist, "index.html"), INDEX);
  server = await startTestServer({ env: { WEB_DIST_DIR: dist, PUBLIC_URL } });
  campId = await eventIdBySlug(server.services.db, "identity-summer-camp-germany");
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${server.url}${url}`, { headers });
  return { status: res.status, type: res.headers.get("content-type"), html: await res.text() };
};

/** The content of the head's <meta> with this property or name, read as a browser would (entities decoded). */
function meta(html: string, key: string): string | undefined {
  const head = html.slice(0, html.indexOf("</head>"));
  const tag = [...head.matchAll(/<meta\s+(?:property|name)="([^"]+)"\s+content="([^"]*)">/g)].find((m) => m[1] === key);
  return tag?.[2]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("an event's page as the server sends it", () => {
  it("carries its title, description, picture, address and dates for link previews", async () => {
    const { status, html } = await page(`/events/${campId}`);
    expect(status).toBe(200);
    expect(title(html)).toBe("Identity Summer Camp Germany · Vietnamese Youth Camps");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, "og:title")).toBe("Identity Summer Camp Germany");
    expect(meta(html, "og:url")).toBe(`${PUBLIC_URL}/events/${campId}`);
    expect(meta(html, "og:image")).toBe(`${PUBLIC_URL}/images/camp-lake.svg`);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "twitter:title")).toBe("Identity Summer Camp Germany");
    expect(meta(html, "twitter:image")).toBe(`${PUBLIC_URL}/images/camp-lake.svg`);
    const camp = await eventById(server.services.db, campId);
    expect(meta(html, "event:start_time")).toBe(camp.dateStart.toISOString());
    expect(meta(html, "event:end_time")).toBe(camp.dateEnd.toISOString());
    const description = meta(html, "og:description") ?? "";
    const berlinDay = (date: Date) => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "Europe/Berlin" }).format(date);
    expect(description).toContain(berlinDay(camp.dateStart));
    expect(description).toContain(berlinDay(camp.dateEnd));
    expect(description).toContain("Jugendherberge Am Wannsee");
    expect(meta(html, "description")).toBe(description);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/events/${campId}">`);
    expect(html).toContain('<script type="module" src="/assets/index-Ab12.js"></script>');
  });

  it("previews in Vietnamese for a Vietnamese visitor", async () => {
    const { html } = await page(`/events/${campId}`, { "accept-language": "vi-VN,vi;q=0.9" });
    expect(html).toContain('<html lang="vi">');
    expect(meta(html, "og:title")).toBe("Trại hè Bản sắc tại Đức");
    expect(meta(html, "og:locale")).toBe("vi_VN");
  });

  it("keeps an event's own text inside its attributes and title, whatever it contains", async () => {
    const staff = (await sessionFor(server, await createUser(server, { role: "staff" }))).authorization;
    const year = new Date().getUTCFullYear() + 1;
    const name = `Camp "><script>alert(1)</script> & $' <b>`;
    const input = eventInput(year, {
      name,
      eventCategory: "Camp",
      description: `Quotes " and ' and </title><img src=x onerror=alert(2)> $& end`,
      place: "Hall <i>",
      location: "Somewhere",
      dateStart: `${year}-07-10T09:00`,
      dateEnd: `${year}-07-12T16:00`,
      timeZone: "Europe/Berlin",
      price: 10,
      capacity: 10,
      images: ["https://img.example.org/a.jpg?x=1&y=2"],
    });
    const created = await trpcAs<{ id: number }>(server.url, "mutation", "admin.createEvent", input, staff);
    expect(created.status).toBe(200);
    const { status, html } = await page(`/events/${created.data.id}`);
    expect(status).toBe(200);
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>");
    expect(meta(html, "og:title")).toBe(name);
    expect(meta(html, "og:description")).toContain(`Quotes " and ' and </title><img src=x onerror=alert(2)> $& end`);
    expect(html).toContain('<meta property="og:image" content="https://img.example.org/a.jpg?x=1&#38;y=2">');
    expect(title(html)).toBe(`Camp &#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; $&#39; &#60;b&#62; · Vietnamese Youth Camps`);
  });
});

describe("page paths", () => {
  const example = (route: string) => route.replace(/\$[a-zA-Z]+/g, (param) => (param === "$id" ? String(campId) : param === "$redirection" ? "success" : "7"));

  it("answer 200 with the app on every route of the app", async () => {
    for (const route of SITE_PATHS) {
      const res = await page(example(route));
      expect(res.status, route).toBe(200);
      expect(res.type, route).toContain("text/html");
      expect(res.html, route).toContain('<div id="root">');
    }
  });

  it("answer 404 with a page that links home and to the events anywhere else", async () => {
    for (const url of ["/nothing-here", "/events/999999", "/events/not-a-number", "/admin/nowhere", "/account", "/events/1/extra?x=1"]) {
      const res = await page(url);
      expect(res.status, url).toBe(404);
      expect(res.type, url).toContain("text/html");
      expect(title(res.html), url).toBe("Page not found · Vietnamese Youth Camps");
      expect(res.html, url).toContain('<a class="btn btn-primary" href="/">Go to the home page</a>');
      expect(res.html, url).toContain('<a class="btn btn-ghost" href="/events">See our events</a>');
      expect(res.html, url).toContain('<meta name="robots" content="noindex">');
      expect(res.html, url).toContain('<script type="module" src="/assets/index-Ab12.js"></script>');
    }
    const head = await fetch(`${server.url}/nothing-here`, { method: "HEAD" });
    expect(head.status).toBe(404);
  });

  it("say so in Vietnamese to a Vietnamese visitor", async () => {
    const res = await page("/nothing-here", { "accept-language": "vi" });
    expect(res.status).toBe(404);
    expect(res.html).toContain("<h1>Không tìm thấy trang</h1>");
    expect(res.html).toContain('href="/events">Xem các sự kiện</a>');
  });
});
