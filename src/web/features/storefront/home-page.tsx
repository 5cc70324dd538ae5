import type { PublicEvent } from '#shared/schemas/events.ts';
import { useClientConfig } from '#web/lib/client-config.ts';
import { AboutSection } from './about-section.tsx';
import { useBookableEvent } from './api/use-bookable-event.ts';
import { EventsSection } from './events-section.tsx';
import { GallerySection } from './gallery-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { RecentBookingsSection } from './recent-bookings-section.tsx';
import { ReserveButton } from './reserve-button.tsx';
import { scrollToSection } from './scroll-to-section.ts';
import { SignatureDishSection } from './signature-dish-section.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useChatWidget } from './use-chat-widget.ts';

/**
 * The landing page. `onBook(event)` opens the booking dialog for that event; `onWaitingList(event)`
 * the waiting list of a sold-out one.
 */
export function HomePage({
  onBook,
  onWaitingList,
}: {
  onBook: (event: PublicEvent) => void;
  onWaitingList?: (event: PublicEvent) => void;
}) {
  const firstEvent = useBookableEvent().bookable;
  useChatWidget(useClientConfig().data?.chatWidgetSrc);

  const bookNow = () => {
    if (firstEvent) onBook(firstEvent);
    else scrollToSection('events');
  };

  return (
    <div className="min-h-dvh bg-amber-50 text-stone-900">
      <SiteHeader />
      <main>
        <HeroSection />
        <RecentBookingsSection />
        <EventsSection onBook={onBook} onWaitingList={onWaitingList} />
        <SignatureDishSection />
        <GallerySection />
        <AboutSection />
      </main>
      <SiteFooter onBookNow={bookNow} />
      {firstEvent && <ReserveButton onClick={() => onBook(firstEvent)} />}
    </div>
  );
}
