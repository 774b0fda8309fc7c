import { runChatSuites } from './suites';

runChatSuites('sqlite');
