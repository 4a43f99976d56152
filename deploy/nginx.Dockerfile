# nginx of docker-compose.yml: Debian's nginx with the Brotli static module, the PWA's built files and
# deploy/nginx.conf. The build stage is the one of ../Dockerfile (Docker reuses its cached layers).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY pwa/package.json pwa/
COPY e2e/package.json e2e/
RUN npm install --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs --force

FROM debian:bookworm-slim
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends nginx-light libnginx-mod-http-brotli-static && rm -rf /var/lib/apt/lists/*
COPY deploy/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /app/pwa/dist /srv/pwa
EXPOSE 80
CMD ["nginx", "-g", "daemon off;"]
