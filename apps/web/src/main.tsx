import { setMoneyMode } from '@ludo/shared/money';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { startI18n } from '@/lib/i18n/i18n';
import { initialLocale } from '@/lib/i18n/locales';
import { pageMoneyMode } from '@/lib/money-mode';
import './styles.css';

setMoneyMode(pageMoneyMode());

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// The first render waits for the visitor's language (English is in the first download; another
// language is one small request), so no page flashes in English first.
void startI18n(initialLocale()).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  ),
);
