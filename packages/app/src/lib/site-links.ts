export const DISCORD_INVITE = "https://discord.gg/vyc-network";

export const SOCIAL_LINKS = [
  { label: "TikTok", href: "https://www.tiktok.com/@vyc.network" },
  { label: "Instagram", href: "https://www.instagram.com/vyc.network" },
  { label: "Discord", href: DISCORD_INVITE },
] as const;
