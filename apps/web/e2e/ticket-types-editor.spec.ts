import { E2E_STAFF } from "@vyc/testkit/e2e-accounts";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { eventInput } from "@vyc/testkit/event-input";
import { logInThroughForm } from "./support/auth";
import { trpcMutation } from "./support/waiting-list";

const year = new Date().getUTCFullYear() + 1;

test("staff add, edit and remove an event's ticket types, and the server keeps the last one", async ({ page, browser }) => {
  test.slow();
  const name = `Ticket Types Camp ${Date.now()}`;
  await logInThroughForm(page, E2E_STAFF, "/admin/events");
  const { id } = await trpcMutation<{ id: number }>(page.request, "admin.createEvent", eventInput(year, { name }));

  await page.goto(`/admin/events/${id}`);
  const editor = page.getByRole("region", { name: "Ticket types" });
  const add = editor.getByRole("form", { name: "Add a ticket type" });
  await expect(add.getByLabel("Sold at the desk")).toBeChecked();
  await add.getByRole("button", { name: "Add ticket type" }).click();
  await expect(add.getByText("The name is required.")).toBeVisible();
  await expect(add.getByText("Enter a price.")).toBeVisible();
  await add.getByLabel("Type name (English)").fill("Early bird");
  await add.getByLabel("Type name (Vietnamese)").fill("Đăng ký sớm");
  await add.getByLabel("Price (EUR)").fill("420");
  await add.getByLabel("Quota (optional)").fill("30");
  await add.getByLabel("Sale ends (optional)").fill(`${year}-06-01T12:00`);
  await add.getByRole("button", { name: "Add ticket type" }).click();
  await expect(page.getByText("Ticket type added.")).toBeVisible();
  await expect(add.getByLabel("Type name (English)")).toHaveValue("");

  const early = editor.getByRole("listitem").filter({ hasText: "Early bird" });
  await expect(early).toContainText("Đăng ký sớm");
  await expect(early).toContainText("420 €");
  await expect(early).toContainText("0 of 30 taken");
  await expect(early).toContainText("on sale until");
  await expect(editor.getByRole("listitem").first()).toContainText("default");

  await early.getByRole("button", { name: "Edit Early bird" }).click();
  const edit = editor.getByRole("form", { name: "Edit Early bird" });
  await expect(edit.getByLabel("Price (EUR)")).toHaveValue("420");
  await edit.getByLabel("Price (EUR)").fill("400");
  await edit.getByRole("button", { name: "Save ticket type" }).click();
  await expect(edit).toHaveCount(0);
  await expect(early).toContainText("400 €");

  const visitor = await browser.newPage();
  await visitor.goto(`/events/${id}`);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(visitor.getByText("490 € · other tickets from 400 €").first()).toBeVisible();

  await early.getByRole("button", { name: "Remove Early bird" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove Early bird?" });
  await confirm.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(page.getByText("Ticket type removed.")).toBeVisible();
  await expect(early).toHaveCount(0);

  const last = editor.getByRole("listitem");
  await expect(last).toHaveCount(1);
  await last.getByRole("button", { name: /^Remove / }).click();
  await page.getByRole("dialog", { name: /^Remove .+\?$/ }).getByRole("button", { name: "Remove", exact: true }).click();
  await expect(page.getByText("An event keeps one ticket type at least.")).toBeVisible();
  await expect(last).toHaveCount(1);

  await last.getByRole("button", { name: /^Edit / }).click();
  const editDefault = editor.getByRole("form", { name: /^Edit / });
  await editDefault.getByLabel("Price (EUR)").fill("450");
  await editDefault.getByRole("button", { name: "Save ticket type" }).click();
  await expect(last).toContainText("450 €");
  await expect(page.getByLabel("Unit price")).toHaveValue("450");
});
