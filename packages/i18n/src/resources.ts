/** Every message catalog, per language and namespace. English is the source; Vietnamese mirrors its keys. */
import en_common from "./catalogs/en/common.json";
import en_home from "./catalogs/en/home.json";
import en_pages from "./catalogs/en/pages.json";
import en_contact from "./catalogs/en/contact.json";
import en_events from "./catalogs/en/events.json";
import en_auth from "./catalogs/en/auth.json";
import en_account from "./catalogs/en/account.json";
import en_registration from "./catalogs/en/registration.json";
import en_checkout from "./catalogs/en/checkout.json";
import en_response from "./catalogs/en/response.json";
import en_admin from "./catalogs/en/admin.json";
import en_desk from "./catalogs/en/desk.json";
import en_mail from "./catalogs/en/mail.json";
import en_errors from "./catalogs/en/errors.json";
import en_refunds from "./catalogs/en/refunds.json";
import en_messages from "./catalogs/en/messages.json";
import vi_common from "./catalogs/vi/common.json";
import vi_home from "./catalogs/vi/home.json";
import vi_pages from "./catalogs/vi/pages.json";
import vi_contact from "./catalogs/vi/contact.json";
import vi_events from "./catalogs/vi/events.json";
import vi_auth from "./catalogs/vi/auth.json";
import vi_account from "./catalogs/vi/account.json";
import vi_registration from "./catalogs/vi/registration.json";
import vi_checkout from "./catalogs/vi/checkout.json";
import vi_response from "./catalogs/vi/response.json";
import vi_admin from "./catalogs/vi/admin.json";
import vi_desk from "./catalogs/vi/desk.json";
import vi_mail from "./catalogs/vi/mail.json";
import vi_errors from "./catalogs/vi/errors.json";
import vi_refunds from "./catalogs/vi/refunds.json";
import vi_messages from "./catalogs/vi/messages.json";

export const NAMESPACES = ["common", "home", "pages", "contact", "events", "auth", "account", "registration", "checkout", "response", "admin", "desk", "mail", "errors", "refunds", "messages"] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  en: {
    common: en_common,
    home: en_home,
    pages: en_pages,
    contact: en_contact,
    events: en_events,
    auth: en_auth,
    account: en_account,
    registration: en_registration,
    checkout: en_checkout,
    response: en_response,
    admin: en_admin,
    desk: en_desk,
    mail: en_mail,
    errors: en_errors,
    refunds: en_refunds,
    messages: en_messages,
  },
  vi: {
    common: vi_common,
    home: vi_home,
    pages: vi_pages,
    contact: vi_contact,
    events: vi_events,
    auth: vi_auth,
    account: vi_account,
    registration: vi_registration,
    checkout: vi_checkout,
    response: vi_response,
    admin: vi_admin,
    desk: vi_desk,
    mail: vi_mail,
    errors: vi_errors,
    refunds: vi_refunds,
    messages: vi_messages,
  },
} as const;
