import type { PublicEvent } from '#shared/schemas/events.ts';
import { useClientConfig } from '#web/lib/client-config.ts';
import { AboutSection } from './about-section.tsx';
import { useUpcomingEvents } from './api/get-upcoming-events.ts';
import { EventsSection } from './events-section.tsx';
import { GallerySection } from './gallery-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { ReserveButton } from './reserve-button.tsx';
import { scrollToSection } from './scroll-to-section.ts';
import { SignatureDishSection } from './signature-dish-section.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useChatWidget } from './use-chat-widget.ts';

/** The landing page. `onBook(event)` opens the booking dialog for that event. */
export function HomePage({ onBook }: { onBook: (event: PublicEvent) => void }) {
  const firstEvent = useUpcomingEvents().data?.[0];
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
        <EventsSection onBook={onBook} />
        <SignatureDishSection />
        <GallerySection />
        <AboutSection />
      </main>
      <SiteFooter onBookNow={bookNow} />
      {firstEvent && <ReserveButton onClick={() => onBook(firstEvent)} />}
    </div>
  );
}
