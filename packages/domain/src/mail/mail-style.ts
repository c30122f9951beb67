/** The e-mails' colours: the light palette set inline, the dark one taken in clients' dark mode (see MailLayout). */
export const MAIL_COLORS = {
  light: { page: "#f3f4f6", card: "#ffffff", border: "#e5e7eb", text: "#1f2937", muted: "#4b5563", link: "#1d4ed8", button: "#b91c1c", buttonText: "#ffffff" },
  dark: { page: "#111318", card: "#1c1f26", border: "#343a46", text: "#eceef2", muted: "#b8bdc8", link: "#93b8ff" },
} as const;

export const MAIL_FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
