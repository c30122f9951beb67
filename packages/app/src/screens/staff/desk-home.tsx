import { Link } from "@tanstack/react-router";
import { SyncHistory } from "./sync-history";

const TILES = [
  { to: "/staff/sale", title: "Walk-in sale", text: "Register attendees who pay at the desk and print their tickets." },
  { to: "/staff/lookup", title: "Lookup", text: "Find a ticket by name, e-mail, order number or QR code." },
  { to: "/staff/check-in", title: "Check-in", text: "Scan tickets as attendees arrive; works offline too." },
] as const;

/** The desk's start screen. */
export function DeskHome() {
  return (
    <section className="container page desk-page">
      <h1>Camp desk</h1>
      <ul className="desk-tiles">
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="card desk-tile">
              <span className="desk-tile-title">{tile.title}</span>
              <span>{tile.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <SyncHistory />
    </section>
  );
}
