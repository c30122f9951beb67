import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { I18nextProvider, type useTranslation } from "react-i18next";

type I18n = ReturnType<typeof useTranslation>["i18n"];

/** The app's own i18next instance: the one whose language changes and whose texts load. */
const AppI18nContext = createContext<I18n | null>(null);

/** One instance per language, sharing the app instance's loaded texts but never changing language itself. */
const fixedInstances = new WeakMap<I18n, Map<string, I18n>>();
function fixedInstance(app: I18n, language: string): I18n {
  let byLanguage = fixedInstances.get(app);
  if (!byLanguage) fixedInstances.set(app, (byLanguage = new Map<string, I18n>()));
  let fixed = byLanguage.get(language);
  if (!fixed) byLanguage.set(language, (fixed = app.cloneInstance({ lng: language })));
  return fixed;
}

const languageOf = (app: I18n) => ({
  subscribe: (listener: () => void) => {
    app.on("languageChanged", listener);
    return () => app.off("languageChanged", listener);
  },
  current: () => app.language,
});

/**
 * Gives the screens the texts of the app's language through React, one fixed instance per language.
 * A language chosen while the browser is still taking over a page the server rendered (its content
 * is taken over after the header, whose switch already works) thus reaches that content as an update
 * of React's: React first takes it over in the language it was served in, then shows the new one.
 */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [served] = useState(() => i18n.language);
  const { subscribe, current } = useMemo(() => languageOf(i18n), [i18n]);
  const language = useSyncExternalStore(subscribe, current, () => served);
  return (
    <AppI18nContext.Provider value={i18n}>
      <I18nextProvider i18n={fixedInstance(i18n, language)}>{children}</I18nextProvider>
    </AppI18nContext.Provider>
  );
}

/** The app's i18next instance, to change the language with. */
export function useAppI18n(): I18n {
  const app = useContext(AppI18nContext);
  if (!app) throw new Error("useAppI18n outside LanguageProvider");
  return app;
}
