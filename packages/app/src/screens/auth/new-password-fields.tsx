import type { ZPasswordWithConfirm } from "@vyc/validators";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "../registration/form-field";

/** The reset and change password forms' values, as the schema both validate with reads them. */
export type NewPasswordValues = ReturnType<typeof ZPasswordWithConfirm.parse>;

/** New password and its confirmation (reset and change password). */
export function NewPasswordFields({ idPrefix, register, errors }: { idPrefix: string; register: UseFormRegister<NewPasswordValues>; errors: FieldErrors<NewPasswordValues> }) {
  const { t } = useTranslation("auth");
  const fields = { password: register("password"), confirmPassword: register("confirmPassword") };
  return (
    <>
      <FormField id={`${idPrefix}-password`} label={t("newPassword.password")} error={errors.password?.message}>
        {(aria) => <input {...aria} type="password" autoComplete="new-password" {...fields.password} />}
      </FormField>
      <FormField id={`${idPrefix}-confirm`} label={t("newPassword.confirm")} error={errors.confirmPassword?.message}>
        {(aria) => <input {...aria} type="password" autoComplete="new-password" {...fields.confirmPassword} />}
      </FormField>
    </>
  );
}
