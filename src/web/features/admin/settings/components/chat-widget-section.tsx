import { MessageCircle } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useClientConfig } from '#web/lib/client-config.ts';
import { LoadingLine, SettingsCard } from '#web/features/admin/components/settings-card.tsx';

/** Where the storefront's chat widget comes from: the server's CHAT_WIDGET_SRC, and whether it is set now. */
export function ChatWidgetSection() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const config = useClientConfig();
  const src = config.data?.chatWidgetSrc ?? null;

  let state;
  if (config.isPending) {
    state = <LoadingLine text={t('loading')} />;
  } else if (src) {
    state = (
      <p
        data-testid="chat-widget-state"
        className="break-all rounded-xl bg-emerald-50 p-3 text-emerald-950 ring-1 ring-emerald-200"
      >
        {t('chatWidget.on', { src })}
      </p>
    );
  } else {
    state = (
      <p data-testid="chat-widget-state" className="rounded-xl bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200">
        {t('chatWidget.off')}
      </p>
    );
  }

  return (
    <SettingsCard id="settings-chat-widget" title={t('chatWidget.title')} intro={t('chatWidget.intro')}>
      <div className="flex items-start gap-2 text-sm">
        <MessageCircle aria-hidden className="mt-3 size-5 shrink-0 text-stone-500" />
        <div className="min-w-0 flex-1">{state}</div>
      </div>
    </SettingsCard>
  );
}
