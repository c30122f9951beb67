/** A back-office list or page that could not be loaded. */
export function QueryError({ message = "This page could not be loaded. Try again later." }: { message?: string }) {
  return (
    <p className="error-banner" role="alert">
      {message}
    </p>
  );
}
