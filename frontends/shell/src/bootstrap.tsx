import '@kukki/ui/src/styles/index.css';
import './layout/layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient, installSpanishValidation, ModalProvider } from '@kukki/ui';
import { App } from './App';

installSpanishValidation(document);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={getQueryClient()}>
      <BrowserRouter>
        <ModalProvider>
          <App />
        </ModalProvider>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
