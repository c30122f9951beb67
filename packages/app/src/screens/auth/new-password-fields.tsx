import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FormField } from "../registration/form-field";

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** New password and its confirmation (reset and change password). */
export function NewPasswordFields({ idPrefix, register, errors }: { idPrefix: string; register: UseFormRegister<NewPasswordValues>; errors: FieldErrors<NewPasswordValues> }) {
  return (
    <>
      <FormField id={`${idPrefix}-password`} label="New password" error={errors.password?.message}>
        {(aria) => <input {...aria} type="password" autoComplete="new-password" {...register("password")} />}
      </FormField>
      <FormField id={`${idPrefix}-confirm`} label="Confirm password" error={errors.confirmPassword?.message}>
        {(aria) => <input {...aria} type="password" autoComplete="new-password" {...register("confirmPassword")} />}
      </FormField>
    </>
  );
}
