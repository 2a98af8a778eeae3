// The host rule lives in domain/ since the server needs it too (robots.txt, sitemap, page tags).
export * from '../../domain/host-gate';
