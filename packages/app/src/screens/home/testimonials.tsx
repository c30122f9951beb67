import { useTranslation } from "react-i18next";
import { Carousel } from "./carousel";
import { TESTIMONIALS } from "./home-content";

export function Testimonials() {
  const { t } = useTranslation("home");
  const slides = TESTIMONIALS.map((item) => ({
    key: item.author,
    content: (
      <figure className="testimonial">
        <blockquote>
          <p>{t("testimonials.quote", { quote: t(item.quote) })}</p>
        </blockquote>
        <figcaption>
          <span className="testimonial-author">{item.author}</span>
          <span className="testimonial-camp">{t(item.camp)}</span>
        </figcaption>
      </figure>
    ),
  }));
  return (
    <section className="home-section" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title">{t("testimonials.title")}</h2>
        <Carousel label={t("testimonials.label")} slides={slides} className="testimonials-carousel" />
      </div>
    </section>
  );
}
