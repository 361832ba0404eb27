import { FLOOR_CARDS, FLOOR_HEADING } from './cards';

/** The card grid in plain elements and one static stylesheet: React's own cost, nothing else. */
export function FloorPlain() {
  return (
    <main className="floor">
      <h1 className="floor-heading">{FLOOR_HEADING}</h1>
      <ul className="floor-grid">
        {FLOOR_CARDS.map((card) => (
          <li key={card.id} className="floor-card">
            <a className="floor-link" href={`#${card.id}`}>
              <div className="floor-swatch" style={{ background: card.colour }} />
              <div className="floor-body">
                <p className="floor-kicker">{card.column}</p>
                <h3 className="floor-title">{card.title}</h3>
                <div className="floor-meta">
                  <span className="floor-badge">{card.tag}</span>
                  <time>{card.date}</time>
                  <span>{card.views}</span>
                </div>
              </div>
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
