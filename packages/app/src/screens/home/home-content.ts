/** The fixed texts of the home page (specification §2, Home). */

export const ACTIVITIES = [
  {
    title: "Identity summer camps",
    image: "/images/camp-lake.svg",
    text: "A week together by a lake or in the mountains: workshops on language, history and identity, sport, music, and food from every region of Vietnam.",
  },
  {
    title: "Activism seminars for social impact",
    image: "/images/seminar.svg",
    text: "Days with organisers, journalists and founders from the diaspora, to learn how a campaign is planned and how an idea becomes a project your city notices.",
  },
  {
    title: "Skill-building and community engagement training",
    image: "/images/training.svg",
    text: "Online and in-person sessions on leading a team, running an association, finding volunteers and speaking in public.",
  },
] as const;

export const JOURNEY = [
  { place: "Germany", note: "Where it all began: summer camps by the lakes near Berlin." },
  { place: "Norway", note: "Camps between fjords and midnight sun." },
  { place: "France", note: "Seminars and culture nights in Paris." },
  { place: "Switzerland", note: "Mountain camps in the Alps." },
  { place: "London", note: "Trainings with the UK community." },
  { place: "Denmark", note: "Skill-building weekends in Copenhagen." },
  { place: "Canada", note: "Activism seminars in Toronto." },
  { place: "Australia", note: "Meet-ups with the community down under." },
  { place: "United States", note: "Camps and seminars with the US network." },
] as const;

export const TESTIMONIALS = [
  {
    quote: "I came alone and left with thirty friends from eight countries. For the first time I did not have to explain where I come from.",
    author: "Mai Anh",
    camp: "Identity Summer Camp Germany",
  },
  {
    quote: "The seminar gave me the courage to start a tutoring project for Vietnamese kids in my city. We now have twelve volunteers.",
    author: "Quang",
    camp: "Activism Seminar Toronto",
  },
  {
    quote: "My Vietnamese got better in one week than in years of Sunday school, and I finally understood my parents' stories.",
    author: "Thu Trang",
    camp: "Summer Camp Norway",
  },
] as const;

export const TEAM = [
  { name: "Hoang Nguyen", role: "USA Representative", initials: "HN" },
  { name: "Lan Pham", role: "EU Representative", initials: "LP" },
  { name: "Duc Tran", role: "EU Representative", initials: "DT" },
] as const;
