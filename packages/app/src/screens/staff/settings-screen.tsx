import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import type { DeskBridge } from "../../lib/desk-bridge";
import { notify } from "../../lib/toast";
import { DeskListForm } from "./desk-list-form";
import { useDesk } from "./use-desk";
import { useDeskSession } from "./use-desk-session";

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};

/** The desk's check-in list and name, and the kiosk's own settings, kept by its main process: the server address and kiosk mode. */
export function SettingsScreen() {
  const { t } = useTranslation("desk");
  const { desk } = useDesk();
  const session = useDeskSession();
  return (
    <section className="container page desk-page">
      <h1>{t("settings.title")}</h1>
      {session.status === "signed-in" ? <DeskListForm /> : session.status !== "checking" && <p className="hint">{t("settings.listNeedsSignIn")}</p>}
      {desk ? <SettingsForm desk={desk} /> : <p>{t("settings.notKiosk")}</p>}
    </section>
  );
}

function SettingsForm({ desk }: { desk: DeskBridge }) {
  const { t } = useTranslation("desk");
  const queryClient = useQueryClient();
  const config = useQuery({ queryKey: ["desk", "config"], queryFn: () => desk.getConfig() });
  if (config.isPending) return <Loader label={t("settings.loading")} />;
  if (config.isError) return <p className="error-banner" role="alert">{t("settings.readFailed")}</p>;
  return <SettingsFields desk={desk} initial={config.data} onSaved={() => void queryClient.invalidateQueries({ queryKey: ["desk", "config"] })} />;
}

function SettingsFields({ desk, initial, onSaved }: { desk: DeskBridge; initial: { serverUrl: string; kioskMode: boolean; deviceId: string }; onSaved: () => void }) {
  const { t } = useTranslation("desk");
  const [serverUrl, setServerUrl] = useState(initial.serverUrl);
  const [kioskMode, setKioskMode] = useState(initial.kioskMode);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!isHttpUrl(serverUrl)) {
      setError(t("settings.invalidUrl"));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const serverChanged = serverUrl.trim() !== initial.serverUrl;
      if (kioskMode !== initial.kioskMode) await desk.setKioskMode(kioskMode);
      if (serverChanged) {
        await desk.setServerUrl(serverUrl.trim());
        // The API client and the token belong to the old server: start again against the new one.
        await desk.clearToken();
        window.location.reload();
        return;
      }
      onSaved();
      notify.success(t("settings.saved"));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t("settings.saveFailed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="card form-card" noValidate onSubmit={(e) => void save(e)}>
      {error && <p className="error-banner" role="alert">{error}</p>}
      <div className="field">
        <label htmlFor="server-url">{t("settings.serverUrl")}</label>
        <input id="server-url" type="url" inputMode="url" aria-describedby="server-url-hint" value={serverUrl} onChange={(e) => setServerUrl(e.target.value)} />
        <p className="hint" id="server-url-hint">{t("settings.serverUrlHint")}</p>
      </div>
      <div className="waiver">
        <input id="kiosk-mode" type="checkbox" checked={kioskMode} onChange={(e) => setKioskMode(e.target.checked)} />
        <label htmlFor="kiosk-mode">{t("settings.kioskMode")}</label>
      </div>
      <p className="meta">{t("settings.deskId", { id: initial.deviceId })}</p>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {t("settings.submit")}
      </button>
    </form>
  );
}
