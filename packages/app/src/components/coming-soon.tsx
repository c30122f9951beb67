import { useTranslation } from "react-i18next";

export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation("common");
  return (
    <section className="container page">
      <h1>{title}</h1>
      <p>{t("comingSoon")}</p>
    </section>
  );
}
