import type { Queries } from "../database";

/** The online demo event and the video-call link its ticket holders are given. */
export const DEMO_JOIN_LINK = { slug: "online-community-training", link: "https://meet.jit.si/vyc-community-training" } as const;

/** Gives the online demo event its join link (already sealed by the caller) when it has none. */
export async function seedDemoJoinLink(db: Queries, sealedLink: string, now: Date): Promise<void> {
  await db.query
    .updateTable("Event")
    .set({ joinLink: sealedLink, updatedAt: now })
    .where("slug", "=", DEMO_JOIN_LINK.slug)
    .where("joinLink", "is", null)
    .executeTakeFirst();
}
