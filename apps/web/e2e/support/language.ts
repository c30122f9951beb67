import type { Page } from "@playwright/test";

/** The header's language switch. */
export const languageSwitch = (page: Page) => page.getByRole("banner").getByRole("group", { name: /^(Language|Ngôn ngữ)$/ });

/** The language the signed-in account of `page` has saved, as the session query answers it. */
export async function accountLanguage(page: Page): Promise<string | null> {
  const res = await page.request.get("/trpc/auth.me");
  const body = (await res.json()) as { result?: { data?: { locale?: string | null } | null } };
  return body.result?.data?.locale ?? null;
}
