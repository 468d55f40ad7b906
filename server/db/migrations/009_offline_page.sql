-- /{lang}/offline is a page again (the service worker's offline page), no longer a legacy path sent home.
DELETE FROM redirects WHERE from_path IN ('/en/offline', '/de/offline', '/it/offline', '/es/offline', '/fr/offline');
