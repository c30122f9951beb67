import { Link, useNavigate } from "@tanstack/react-router";
import { isBookable, isOpenForRegistration, MESSAGES } from "@vyc/validators";
import ArrowLeft from "lucide-react/icons/arrow-left";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import Check from "lucide-react/icons/check";
import Sparkles from "lucide-react/icons/sparkles";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton, SkeletonLine } from "../../components/skeleton";
import { useAssetUrl, useImageSources } from "../../lib/asset-url";
import { AvailabilityNote } from "./availability-note";
import { EventPrice } from "./event-price";
import { BuyBar } from "./buy-bar";
import { ShareButton } from "./share-button";
import { TicketChoice } from "./ticket-choice";
import { useFormat } from "../../i18n/use-format";
import { EnglishBadge, fallbackLang, localizeEvent, LocalizedText } from "../../i18n/localized-event";
import { useActiveLocale } from "../../i18n/use-locale";
import { PageTitle } from "../../components/page-title";
import { WaitingListJoin } from "../waiting-list/waiting-list-join";
import { PreviewBanner } from "./preview-banner";
import { useEventPage } from "./use-event-page";

/** The event page's layout while the event loads: title, first picture, text and the ticket box. */
function EventDetailSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label} className="container page event-detail">
      <span className="skeleton-button back" />
      <SkeletonLine width="20%" />
      <SkeletonLine width="60%" className="title" />
      <div className="gallery">
        <span className="skeleton-media" />
      </div>
      <div className="detail-grid">
        <div>
          <SkeletonLine width="40%" className="title" />
          <SkeletonLine />
          <SkeletonLine />
          <SkeletonLine />
          <SkeletonLine width="70%" />
        </div>
        <div className="card ticket-box skeleton-ticket-box" />
      </div>
    </Skeleton>
  );
}

/** The event's public page; with `preview`, staff see it as visitors will, even while it is a draft. */
export function EventDetail({ id, preview = false }: { id: number; preview?: boolean }) {
  const format = useFormat();
  const locale = useActiveLocale();
  const { t } = useTranslation("events");
  const navigate = useNavigate();
  const event = useEventPage(id, preview);
  const [quantity, setQuantity] = useState(1);
  const asset = useAssetUrl();
  const image = useImageSources();
  const ticketBox = useRef<HTMLElement>(null);

  if (event.isPending) return <EventDetailSkeleton label={t("detail.loading")} />;
  if (event.isError) {
    return (
      <section className="container page">
        <p className="error-banner" role="alert">{MESSAGES.eventLoadError}</p>
        <Link to="/events" className="btn btn-ghost">{t("detail.backToEvents")}</Link>
      </section>
    );
  }
  const e = event.data;
  const localized = localizeEvent(e, locale);
  // The server's availability, and the deadline still ahead for a page left open past it.
  const open = isBookable(e.availability) && isOpenForRegistration(e, new Date());
  // Sold out but still taking registrations: the seats chosen are those asked for on the waiting list.
  const waitable = e.availability === "soldOut" && isOpenForRegistration(e, new Date());
  const getTicket = (): void =>
    void navigate({
      to: "/register/$eventId/$numTickets",
      params: { eventId: String(e.id), numTickets: String(quantity) },
      state: (prev) => ({ ...prev, isOnline: e.isOnline }),
    });

  return (
    <article className="container page event-detail">
      <PageTitle text={localized.name.value} />
      {preview && <PreviewBanner eventId={e.id} />}
      <div className="detail-top">
        <Link to="/events" className="btn btn-ghost back">
          <ArrowLeft aria-hidden="true" size={18} />
          {t("detail.back")}
        </Link>
        <div className="detail-actions">
          <a className="btn btn-ghost" href={asset(`/files/events/${e.id}/calendar.ics?lang=${locale}`)} download>
            <CalendarPlus aria-hidden="true" size={18} />
            {t("detail.addToCalendar")}
          </a>
          <ShareButton eventId={e.id} title={localized.name.value} />
        </div>
      </div>
      <p className="eyebrow"><LocalizedText text={localized.category} /></p>
      <h1><LocalizedText text={localized.name} /></h1>
      {e.images.length > 0 && (
        <div className="gallery" role={e.images.length > 1 ? "region" : undefined} aria-label={e.images.length > 1 ? t("detail.gallery") : undefined} tabIndex={e.images.length > 1 ? 0 : undefined}>
          {e.images.map((src, index) => (
            <img
              key={src}
              {...image(src)}
              sizes="(max-width: 1200px) 100vw, 1200px"
              alt={t("detail.photo", { name: localized.name.value })}
              width={1600}
              height={900}
              loading={index === 0 ? "eager" : "lazy"}
              decoding="async"
            />
          ))}
        </div>
      )}
      <div className="detail-grid">
        <aside ref={ticketBox} className="card ticket-box" aria-label={t("detail.tickets")} id="ticket-box">
          <p className="big"><EventPrice event={e} /></p>
          <dl className="facts">
            <dt>{t("detail.location")}</dt>
            <dd><LocalizedText text={localized.place} /><br /><LocalizedText text={localized.location} /></dd>
            <dt>{t("detail.dates")}</dt>
            <dd><time dateTime={e.dateStart}>{format.dateRange(e.dateStart, e.dateEnd, e.timeZone)}</time></dd>
            <dt>{t("detail.starts")}</dt>
            <dd><time dateTime={e.dateStart}>{format.dateTime(e.dateStart, e.timeZone)}</time></dd>
            <dt>{t("detail.ends")}</dt>
            <dd><time dateTime={e.dateEnd}>{format.dateTime(e.dateEnd, e.timeZone)}</time></dd>
            {e.registrationDeadline && (
              <>
                <dt>{t("detail.deadline")}</dt>
                <dd><time dateTime={e.registrationDeadline}>{format.dateTime(e.registrationDeadline, e.timeZone)}</time></dd>
              </>
            )}
          </dl>
          <AvailabilityNote event={e} />
          <TicketChoice
            quantity={quantity}
            onQuantity={setQuantity}
            canPick={open || waitable}
            canGet={open}
            max={waitable ? undefined : Math.max(1, e.seatsLeft)}
            label={open ? t("detail.getTicket") : e.availability === "soldOut" ? t("detail.soldOut") : t("detail.closed")}
            onGet={getTicket}
          />
          {waitable && <WaitingListJoin eventId={e.id} seats={quantity} />}
        </aside>
        <section className="detail-about" aria-labelledby="about-event">
          <h2 id="about-event">{t("detail.about")}{localized.description.fallback && <EnglishBadge />}</h2>
          <p className="description" lang={fallbackLang(localized.description)}>{localized.description.value}</p>
          {localized.features.value.length > 0 && (
            <>
              <h3>{t("detail.features")}{localized.features.fallback && <EnglishBadge />}</h3>
              <ul className="icon-list features" lang={fallbackLang(localized.features)}>
                {localized.features.value.map((f) => <li key={f}><Sparkles aria-hidden="true" size={18} />{f}</li>)}
              </ul>
            </>
          )}
          {localized.checklist.value.length > 0 && (
            <>
              <h3>{t("detail.checklist")}{localized.checklist.fallback && <EnglishBadge />}</h3>
              <ul className="icon-list checklist" lang={fallbackLang(localized.checklist)}>
                {localized.checklist.value.map((c) => <li key={c}><Check aria-hidden="true" size={18} />{c}</li>)}
              </ul>
            </>
          )}
        </section>
      </div>
      {open && <BuyBar event={e} target={ticketBox} />}
    </article>
  );
}
