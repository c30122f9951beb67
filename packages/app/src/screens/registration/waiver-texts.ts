export interface WaiverText {
  id: "liability" | "guardian";
  title: string;
  paragraphs: readonly string[];
}

export const LIABILITY_WAIVER: WaiverText = {
  id: "liability",
  title: "Waiver of liability",
  paragraphs: [
    "I take part in this event of the Vietnamese Youth Camps network of my own free will. I understand that camps, seminars and trainings can include physical activities (hiking, swimming, sports and outdoor games), travel, and shared accommodation, and that these carry a risk of injury, illness, or loss of or damage to personal belongings.",
    "I accept these risks. To the extent the law allows, I release the organisers, their volunteers and the partner venues from liability for any injury, illness, loss or damage that happens during the event, except where it is caused by their gross negligence or wilful misconduct.",
    "I confirm that every participant I register is fit to take part, that I have told the organisers about any health condition, allergy or dietary need they should know about, and that each participant holds valid health and travel insurance for the duration of the event.",
    "Participants follow the instructions of the organisers and the rules of the venue. The organisers may exclude a participant who puts themselves or others in danger, without refund.",
    "In an emergency, I allow the organisers to seek medical care for a participant who cannot consent at that moment.",
  ],
};

export const GUARDIAN_WAIVER: WaiverText = {
  id: "guardian",
  title: "Parent/guardian waiver for minors under 18",
  paragraphs: [
    "A parent or legal guardian must accept this waiver for every participant of this registration who is under 18 years old on the first day of the event.",
    "I am the parent or legal guardian of each participant under 18 in this registration, or I hold their parent's or guardian's written permission to register them and can show it at the desk.",
    "I allow the minor to take part in the event and its activities, including supervised outdoor activities, travel between venues and overnight stays in shared, supervised accommodation separated by gender.",
    "I have read the waiver of liability and accept it on behalf of the minor.",
    "I allow the organisers to arrange emergency medical treatment for the minor if I cannot be reached, and I will be reachable by phone for the whole event.",
    "Photos are taken during the event. I will tell the organisers in writing before the event if the minor must not appear in published pictures.",
    "If no participant of this registration is under 18, accepting this waiver confirms that every participant is 18 or older.",
  ],
};
