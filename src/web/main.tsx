import './app/global.css';
import { applyClientType } from './app/client-type.ts';
import { startApp } from './app/start.tsx';

void startApp(applyClientType());
