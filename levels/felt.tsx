<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="felt" tilewidth="40" tileheight="40" tilecount="4" columns="4">
 <image source="felt.png" width="160" height="40"/>
</tileset>
