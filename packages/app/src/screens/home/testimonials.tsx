import { Carousel } from "./carousel";
import { TESTIMONIALS } from "./home-content";

export function Testimonials() {
  const slides = TESTIMONIALS.map((t) => ({
    key: t.author,
    content: (
      <figure className="testimonial">
        <blockquote>
          <p>“{t.quote}”</p>
        </blockquote>
        <figcaption>
          <span className="testimonial-author">{t.author}</span>
          <span className="testimonial-camp">{t.camp}</span>
        </figcaption>
      </figure>
    ),
  }));
  return (
    <section className="home-section" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title">What our campers say</h2>
        <Carousel label="Testimonials" slides={slides} className="testimonials-carousel" />
      </div>
    </section>
  );
}
