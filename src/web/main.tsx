import './app/global.css';
import { prefetchHomeContent } from './api/content/get-home-content.ts';
import { applyClientType } from './app/client-type.ts';
import { startApp } from './app/start.tsx';

// The marketing home's first screen is its content: ask for it now, before any route's code has loaded.
if (['/', '/home', '/mobile/home'].includes(window.location.pathname)) prefetchHomeContent();

void startApp(applyClientType());
