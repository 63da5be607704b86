" .tile files: kernels of the tilec compiler.
autocmd BufRead,BufNewFile *.tile setfiletype tile
