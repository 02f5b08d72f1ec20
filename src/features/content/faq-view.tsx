import type { FaqPage } from './copy';
import { Hero } from './hero';

/** FAQ grouped by topic, each answer in a native disclosure (keyboard and screen-reader friendly). */
export function FaqView({ page }: { page: FaqPage }) {
  const topics = [...new Set(page.questions.map((q) => q.topic))];
  return (
    <article>
      <Hero art="content" title={page.title} intro={page.intro} />
      <div className="container-page mt-12 grid gap-12 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-8 self-start lg:sticky lg:top-[calc(var(--header-height)+1rem)]">
          {page.sections.map((s) => (
            <section key={s.heading}>
              <h2 className="text-2xl text-jungle">{s.heading}</h2>
              {s.paragraphs.map((p) => (
                <p key={p.slice(0, 40)} className="mt-2 text-sm leading-relaxed text-muted">
                  {p}
                </p>
              ))}
            </section>
          ))}
        </div>
        <div className="space-y-10">
          {topics.map((topic) => (
            <section key={topic} aria-label={topic}>
              <h2 className="text-3xl text-jungle">{topic}</h2>
              <div className="mt-4 divide-y divide-jungle/10 rounded-2xl border border-jungle/10 bg-white">
                {page.questions
                  .filter((q) => q.topic === topic)
                  .map((q) => (
                    <details key={q.q} className="group px-5 py-4">
                      <summary className="cursor-pointer list-none font-semibold text-ink marker:hidden">
                        <span className="flex items-start justify-between gap-4">
                          {q.q}
                          <span
                            aria-hidden
                            className="text-lagoon-800 transition group-open:rotate-45"
                          >
                            +
                          </span>
                        </span>
                      </summary>
                      <p className="mt-3 text-sm leading-relaxed text-muted">{q.a}</p>
                    </details>
                  ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
