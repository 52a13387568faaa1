import { startStandaloneGateway } from './standalone';

/** The gateway as its own process (distributed composition). */
void startStandaloneGateway();
