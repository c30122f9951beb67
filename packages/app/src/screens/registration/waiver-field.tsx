import type { TAttendeesFormInput } from "@vyc/validators";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { WaiverDialog } from "./waiver-dialog";
import type { WaiverText } from "./waiver-texts";

type WaiverName = "waiverLiability" | "waiverGuardian";

/** A waiver's checkbox, with a button opening its full text in a dialog. */
export function WaiverField({ name, waiver, label }: { name: WaiverName; waiver: WaiverText; label: string }) {
  const { t } = useTranslation("registration");
  const { register, setValue } = useFormContext<TAttendeesFormInput>();
  const [open, setOpen] = useState(false);
  const id = `waiver-${waiver.id}`;
  const accept = () => {
    setValue(name, true, { shouldDirty: true, shouldValidate: true });
    setOpen(false);
  };
  return (
    <div className="waiver">
      <input id={id} type="checkbox" {...register(name)} />
      <label htmlFor={id}>{label}</label>
      <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t(waiver.read)}
      </button>
      <WaiverDialog waiver={waiver} open={open} onClose={() => setOpen(false)} onAccept={accept} />
    </div>
  );
}
