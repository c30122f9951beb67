/** The two waivers, as catalog keys (namespace registration): title, the link that opens it, and its paragraphs. */
export interface WaiverText {
  id: "liability" | "guardian";
  title: string;
  read: string;
  paragraphs: readonly string[];
}

export const LIABILITY_WAIVER: WaiverText = {
  id: "liability",
  title: "waivers.liability.title",
  read: "waivers.liability.read",
  paragraphs: ["waivers.liability.p1", "waivers.liability.p2", "waivers.liability.p3", "waivers.liability.p4", "waivers.liability.p5"],
};

export const GUARDIAN_WAIVER: WaiverText = {
  id: "guardian",
  title: "waivers.guardian.title",
  read: "waivers.guardian.read",
  paragraphs: [
    "waivers.guardian.p1",
    "waivers.guardian.p2",
    "waivers.guardian.p3",
    "waivers.guardian.p4",
    "waivers.guardian.p5",
    "waivers.guardian.p6",
    "waivers.guardian.p7",
  ],
};
