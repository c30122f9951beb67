export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="container page">
      <h1>{title}</h1>
      <p>Coming soon.</p>
    </section>
  );
}
