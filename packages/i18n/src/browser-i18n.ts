import i18next, { type BackendModule, type i18n, type ResourceKey } from "i18next";
import en_common from "./catalogs/en/common.json";
import vi_common from "./catalogs/vi/common.json";
import { icuFormat } from "./icu";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";
import type { Namespace } from "./resources";

/** The namespaces screens use; `mail` is the server's. */
export type ScreenNamespace = Exclude<Namespace, "mail">;

type CatalogModule = Promise<{ default: ResourceKey }>;

/** One file per language and namespace, so a page downloads the texts it shows and no others. */
const CATALOGS: Record<Locale, Record<Exclude<ScreenNamespace, "common">, () => CatalogModule>> = {
  en: {
    home: () => import("./catalogs/en/home.json"),
    pages: () => import("./catalogs/en/pages.json"),
    contact: () => import("./catalogs/en/contact.json"),
    events: () => import("./catalogs/en/events.json"),
    auth: () => import("./catalogs/en/auth.json"),
    account: () => import("./catalogs/en/account.json"),
    registration: () => import("./catalogs/en/registration.json"),
    checkout: () => import("./catalogs/en/checkout.json"),
    response: () => import("./catalogs/en/response.json"),
    admin: () => import("./catalogs/en/admin.json"),
    desk: () => import("./catalogs/en/desk.json"),
    refunds: () => import("./catalogs/en/refunds.json"),
    messages: () => import("./catalogs/en/messages.json"),
    errors: () => import("./catalogs/en/errors.json"),
  },
  vi: {
    home: () => import("./catalogs/vi/home.json"),
    pages: () => import("./catalogs/vi/pages.json"),
    contact: () => import("./catalogs/vi/contact.json"),
    events: () => import("./catalogs/vi/events.json"),
    auth: () => import("./catalogs/vi/auth.json"),
    account: () => import("./catalogs/vi/account.json"),
    registration: () => import("./catalogs/vi/registration.json"),
    checkout: () => import("./catalogs/vi/checkout.json"),
    response: () => import("./catalogs/vi/response.json"),
    admin: () => import("./catalogs/vi/admin.json"),
    desk: () => import("./catalogs/vi/desk.json"),
    refunds: () => import("./catalogs/vi/refunds.json"),
    messages: () => import("./catalogs/vi/messages.json"),
    errors: () => import("./catalogs/vi/errors.json"),
  },
};

const isCatalog = (lng: string, ns: string): ns is keyof (typeof CATALOGS)["en"] => (LOCALES as readonly string[]).includes(lng) && ns in CATALOGS.en;

const lazyCatalogs: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    if (!isCatalog(language, namespace)) {
      callback(null, {});
      return;
    }
    CATALOGS[language as Locale][namespace]().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * The browser's i18next instance. Only the header and footer's texts (`common`) of both languages
 * come with the page; a screen's namespaces load when it first shows (the routes ask for them while
 * their code loads), in the active language and in English, the fallback. Texts are formatted by
 * the product's own ICU MessageFormat reader (./icu), the same texts i18next-icu gives the server.
 */
export function createBrowserI18n(locale: Locale = DEFAULT_LOCALE): i18n {
  const instance = i18next.createInstance();
  void instance.use(icuFormat).use(lazyCatalogs).init({
    resources: { en: { common: en_common }, vi: { common: vi_common } },
    partialBundledLanguages: true,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: ["common"],
    defaultNS: "common",
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // Server and form messages can appear on any page: their texts load right away, without holding
  // the page back (what shows them waits for them, see the app's useShownText and useErrorText).
  void instance.loadNamespaces("errors");
  return instance;
}
