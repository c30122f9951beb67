import type { Queries } from "../database";
import { insertQuestion } from "../stores/questions";

const SIZES = ["S", "M", "L", "XL"];

/** The summer camp asks each camper their T-shirt size (required) and, sealed, their allergies or diet. */
export async function seedDemoQuestions(db: Queries, event: { id: number; slug: string }): Promise<void> {
  if (event.slug !== "identity-summer-camp-germany") return;
  await insertQuestion(db, event.id, {
    kind: "choice",
    label: "T-shirt size",
    labelVi: "Cỡ áo thun",
    optionsJson: JSON.stringify(SIZES.map((label) => ({ label, labelVi: label }))),
    required: true,
    sensitive: false,
    ticketTypeIdsJson: "[]",
  });
  await insertQuestion(db, event.id, {
    kind: "text",
    label: "Allergies or diet",
    labelVi: "Dị ứng hoặc chế độ ăn uống",
    optionsJson: "[]",
    required: false,
    sensitive: true,
    ticketTypeIdsJson: "[]",
  });
}
