import { setUserLocale, type SessionUser } from "@vyc/domain";
import type { TSetLocaleInput } from "@vyc/validators";
import type { Context } from "../../context";

export async function setLocale({ ctx, input }: { ctx: Context & { user: SessionUser }; input: TSetLocaleInput }) {
  await setUserLocale(ctx.db, ctx.user.id, input.locale);
  return { locale: input.locale };
}
