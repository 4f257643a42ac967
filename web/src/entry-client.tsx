/**
 * The app's entry (the router's pages: checkout, account, admin, sign-in). Its code is a chunk of its own,
 * app/app-client, which the server preloads: an entry's file must hold nothing the browsing pages' entry
 * shares, or the bundler folds shared modules into it and a page loaded by the other entry would run it.
 */
void import('./app/app-client').then((app) => app.start());
