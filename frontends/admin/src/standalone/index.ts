// Local preview only (webpack --env standalone): the async boundary lets shared modules load first.
void import('./bootstrap');
